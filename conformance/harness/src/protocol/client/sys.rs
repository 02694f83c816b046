//! What the client asks of the operating system beyond `std`: on Unix, the engine runs in a
//! process group of its own, which is killed as a whole; the client can tell that the process
//! it started has exited without reaping it (so its process group id can't be reused before
//! the group is killed), and whether output is waiting in a pipe.

use std::process::{Child, ChildStdout, Command};

/// A handle on the engine's stdout pipe for [`readable`].
#[cfg(unix)]
pub(super) type PipeHandle = std::os::fd::RawFd;
/// A handle on the engine's stdout pipe for [`readable`] (none here).
#[cfg(not(unix))]
pub(super) type PipeHandle = ();

/// Makes the process `command` starts the leader of a new process group.
pub(super) fn own_group(command: &mut Command) {
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(command, 0);
    #[cfg(not(unix))]
    let _ = command;
}

/// Kills `child` and every process of its process group (whatever they started and didn't
/// move elsewhere), then reaps `child`.
pub(super) fn kill_group(child: &mut Child) {
    #[cfg(unix)]
    if let Ok(pgid) = libc::pid_t::try_from(child.id()) {
        // SAFETY: killpg has no memory effects; the group is the child's own (it is not
        // reaped yet, so its id can't have been reused).
        unsafe {
            libc::killpg(pgid, libc::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Whether `child` has exited (without reaping it where the system allows).
pub(super) fn has_exited(child: &mut Child) -> bool {
    #[cfg(target_os = "linux")]
    {
        let pid: libc::id_t = child.id();
        // SAFETY: waitid writes into `info`, a zeroed siginfo_t we own; WNOWAIT leaves the
        // child waitable, WNOHANG returns at once.
        unsafe {
            let mut info: libc::siginfo_t = std::mem::zeroed();
            let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
            if libc::waitid(libc::P_PID, pid, &mut info, flags) != 0 {
                return child.try_wait().map_or(true, |s| s.is_some());
            }
            info.si_pid() != 0
        }
    }
    #[cfg(not(target_os = "linux"))]
    {
        child.try_wait().map_or(true, |s| s.is_some())
    }
}

/// The handle [`readable`] needs.
pub(super) fn pipe_handle(stdout: &ChildStdout) -> PipeHandle {
    #[cfg(unix)]
    {
        std::os::fd::AsRawFd::as_raw_fd(stdout)
    }
    #[cfg(not(unix))]
    let _ = stdout;
}

/// Whether bytes are waiting to be read from the pipe (false where unknown).
pub(super) fn readable(pipe: PipeHandle) -> bool {
    #[cfg(unix)]
    {
        let mut waiting: libc::c_int = 0;
        // SAFETY: FIONREAD writes one c_int into `waiting`; `pipe` is the open stdout pipe,
        // owned by the reader that calls this.
        let ok = unsafe { libc::ioctl(pipe, libc::FIONREAD, &mut waiting) } == 0;
        ok && waiting > 0
    }
    #[cfg(not(unix))]
    {
        let _ = pipe;
        false
    }
}
