//! The programs' global allocator: mimalloc, entered the way each request needs.
//!
//! The `mimalloc` crate's `MiMalloc` hands every request to `mi_malloc_aligned`, whose checks
//! of the alignment cost about as much as taking a block on the model's hot paths (strings,
//! vectors and reference-counted values, many per evaluated board). A request aligned to at
//! most a machine word is one that `mi_malloc` meets already: like any `malloc`, every block
//! it returns is aligned to at least a word (its size classes are whole words). Those go
//! there; any other goes to the aligned entry point, as before.

use libmimalloc_sys::{
    mi_free, mi_malloc, mi_malloc_aligned, mi_realloc, mi_realloc_aligned, mi_zalloc,
    mi_zalloc_aligned,
};
use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

/// The largest alignment every `mi_malloc` block has.
const WORD: usize = std::mem::size_of::<usize>();

/// mimalloc as the global allocator (see the module docs).
pub struct Allocator;

// SAFETY: every method hands the request to mimalloc: blocks come from `mi_malloc` only when
// the layout's alignment is at most a word, which its blocks always have, and are freed by
// `mi_free`, which frees blocks of either entry point.
unsafe impl GlobalAlloc for Allocator {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD {
            mi_malloc(layout.size()).cast()
        } else {
            mi_malloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD {
            mi_zalloc(layout.size()).cast()
        } else {
            mi_zalloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        mi_free(ptr.cast::<c_void>());
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= WORD {
            mi_realloc(ptr.cast::<c_void>(), new_size).cast()
        } else {
            mi_realloc_aligned(ptr.cast::<c_void>(), new_size, layout.align()).cast()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every block meets its layout's alignment, keeps what is written to it through a
    /// reallocation, and is zeroed when asked, for alignments on both sides of a word and sizes
    /// across mimalloc's small, medium and large classes.
    #[test]
    fn blocks_meet_their_alignment_and_keep_their_contents() {
        let a = Allocator;
        for align in [1, 2, 4, 8, 16, 32, 64, 4096] {
            for size in [1, 3, 8, 24, 40, 100, 1000, 5000, 70_000, 3 << 20] {
                let size = size.max(align);
                let layout = Layout::from_size_align(size, align).expect("a valid layout");
                // SAFETY: a layout of non-zero size; each block is freed once, by `dealloc`,
                // with the layout it was last allocated or reallocated with.
                unsafe {
                    let z = a.alloc_zeroed(layout);
                    assert!(!z.is_null() && z as usize % align == 0, "{size}/{align}");
                    assert!(std::slice::from_raw_parts(z, size).iter().all(|&b| b == 0));
                    a.dealloc(z, layout);
                    let p = a.alloc(layout);
                    assert!(!p.is_null() && p as usize % align == 0, "{size}/{align}");
                    for i in 0..size {
                        *p.add(i) = (i % 251) as u8;
                    }
                    let bigger = size * 3 + 5;
                    let q = a.realloc(p, layout, bigger);
                    assert!(
                        !q.is_null() && q as usize % align == 0,
                        "{size}/{align} grown"
                    );
                    assert!((0..size).all(|i| *q.add(i) == (i % 251) as u8));
                    a.dealloc(q, Layout::from_size_align(bigger, align).expect("valid"));
                }
            }
        }
    }
}
