"""The sandboxed runner: every oracle call runs in its own child process.

TVM can segfault, abort, hang or eat memory, so a test never runs in the process that drives the search.
Each call is a fresh fork of a warm multiprocessing *forkserver* that has imported TVM once: a test costs a
fork and a compile, not an interpreter start, and a crash kills only that test's child.

- ``sandboxed_call(fn, args, kwargs, limits)`` runs one call and always returns an ``Outcome``. It is a plain
  picklable function, so any ``concurrent.futures.Executor`` (Dask's ``Client.get_executor()`` included) can
  run the sandbox on its own workers.
- ``SandboxExecutor`` runs every task through ``sandboxed_call``: by default on threads here that each wait
  on one sandboxed child, or on another executor's workers (``relayreduce.executors.make_executor``).
- ``run_sandboxed`` is the one-shot convenience.

The child sets an address-space limit on top of what the warm server already maps, sends its fd 1 and 2 to
files (so C++ output such as TVM's segfault banner is captured), and writes its result to a file that the
parent reads after the child is gone: no pipe to deadlock on when a result is large.
"""

from __future__ import annotations

import ctypes
import faulthandler
import multiprocessing
import multiprocessing.forkserver
import os
import pickle
import resource
import signal
import sys
import tempfile
import threading
import time
import traceback
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable

from . import stage

KINDS = ("ok", "exception", "segfault", "crash", "timeout", "oom")
# The oracles too: run_oracle is what campaigns submit, and each child would import it again otherwise.
DEFAULT_PRELOAD = ("numpy", "tvm", "relayreduce.tvm_adapter", "relayreduce.oracles")
OUTPUT_CAP = 1 << 20
_OOM_TEXT = ("std::bad_alloc", "MemoryError", "Cannot allocate memory", "out of memory")
# What the child printed when a segfault took it down but a handler's exit gave the process an exit code
# instead of the signal: tvm-ffi's handler, after Python's faulthandler, may leave it with 255.
_SEGFAULT_TEXT = ("Fatal Python error: Segmentation fault", "!!!!!!! Segfault encountered !!!!!!!")
_NEAR_LIMIT = 0.9
_SERVER_ENV = "RELAYREDUCE_SANDBOX_SERVER"
_PR_SET_PDEATHSIG = 1
_STAGE_FILE = "stage"


@dataclass(frozen=True)
class Limits:
    """How one sandboxed call may behave. ``memory_mb`` is address space the task may add on top of the warm
    worker's own (importing TVM alone maps about 0.5 GB, so an absolute limit would mean different things on
    different installs); None means unlimited."""

    timeout_s: float = 60.0
    memory_mb: int | None = 4096
    preload: tuple[str, ...] = DEFAULT_PRELOAD
    env: dict = field(default_factory=lambda: {"TVM_BACKTRACE": "1"})
    output_cap: int = OUTPUT_CAP
    max_file_mb: int | None = 1024  # a runaway writer dies by SIGXFSZ instead of filling the disk

    def __post_init__(self):
        object.__setattr__(self, "preload", tuple(self.preload))


@dataclass
class Outcome:
    kind: str
    value: Any = None
    exception_type: str | None = None
    message: str = ""
    traceback: str = ""
    exit_code: int | None = None
    signal: str | None = None
    duration_s: float = 0.0
    cpu_s: float | None = None  # the child's CPU time since the fork; None when it died before reporting
    stdout: str = ""
    stderr: str = ""
    stage: str | None = None  # what the task last said it was doing (relayreduce.stage): where a hang hung

    @property
    def ok(self) -> bool:
        return self.kind == "ok"

    def to_dict(self) -> dict:
        """Everything but the value: what failure.json and triage need."""
        d = asdict(self)
        d.pop("value")
        return d


# --------------------------------------------------------------------------------------------------
# Child side


def _vm_bytes(pid: int | str = "self") -> int:
    try:
        with open(f"/proc/{pid}/statm") as f:
            return int(f.read().split()[0]) * resource.getpagesize()
    except (OSError, ValueError, IndexError):
        return 0


def _set_limits(limits: Limits) -> None:
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # core dumps of a 1 GB process are slow and useless here
    if limits.max_file_mb is not None:
        _, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limits.max_file_mb << 20, hard))
    if limits.memory_mb is not None:
        # Only the soft limit: after the task the child raises it again, so reporting a MemoryError can
        # never itself fail for lack of memory.
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        soft = _vm_bytes() + (limits.memory_mb << 20)
        resource.setrlimit(resource.RLIMIT_AS, (soft if hard == resource.RLIM_INFINITY else min(soft, hard), hard))


def _die_with_supervisor() -> None:
    """SIGKILL this child when the process that supervises its time limit dies (a killed Dask worker, a
    killed driver): nothing else would ever stop a hung child then.

    The kernel can tie a child's life only to its parent, the fork server. The server ends once no process
    holds its "alive" pipe; multiprocessing hands that pipe to every child too (for children of its own,
    which ours never start), so the child lets go of it first: then the server ends with its supervisor."""
    server = multiprocessing.forkserver._forkserver
    if getattr(server, "_forkserver_alive_fd", None) is not None:
        os.close(server._forkserver_alive_fd)
        server._forkserver_alive_fd = None
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):  # not Linux: the child then outlives a killed supervisor
        pass


def _child_main(task: bytes, limits: Limits, workdir: str) -> None:
    _die_with_supervisor()
    # Own process group, so a timeout kills whatever the task spawned too.
    os.setsid()
    for fd, name in ((1, "stdout"), (2, "stderr")):
        out = os.open(os.path.join(workdir, name), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(out, fd)
        os.close(out)
    sys.stdout = open(1, "w", buffering=1, closefd=False, errors="backslashreplace")
    sys.stderr = open(2, "w", buffering=1, closefd=False, errors="backslashreplace")
    faulthandler.enable(sys.stderr)  # Python stack on a fatal signal; TVM's own banner follows it
    os.environ.pop(_SERVER_ENV, None)
    os.environ.update(limits.env)
    _set_limits(limits)
    stage.path = Path(workdir, _STAGE_FILE)

    try:
        # Unpickled here, not by multiprocessing, so a task that cannot be loaded is reported like any error.
        fn, args, kwargs = pickle.loads(task)
        payload = ("ok", fn(*args, **kwargs))
    except BaseException as err:  # noqa: BLE001 - SystemExit and KeyboardInterrupt are outcomes too
        payload = ("exception", type(err).__name__, str(err), traceback.format_exc(), isinstance(err, MemoryError))
    # The task's frames are gone now; give back the address space so the report always fits.
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
    try:
        data = pickle.dumps((time.process_time(), payload), protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as err:  # an unpicklable return value is the task's failure, not ours
        data = pickle.dumps((time.process_time(), ("exception", type(err).__name__,
                             f"cannot return the task's value: {err}", traceback.format_exc(), False)))
    result = os.path.join(workdir, "result.pkl")
    with open(result + ".tmp", "wb") as f:
        f.write(data)
    os.replace(result + ".tmp", result)  # present means complete
    sys.stdout.flush()
    sys.stderr.flush()
    # Skip interpreter and static C++ teardown: it is slow with TVM loaded and can itself crash.
    os._exit(0)


# --------------------------------------------------------------------------------------------------
# Parent side

_server_lock = threading.Lock()
_in_flight = 0
_children_lock = threading.Lock()


def _context(preload: tuple[str, ...]):
    """The forkserver context, its server started and preloading at least ``preload``.

    multiprocessing keeps one forkserver per process, so a request for more modules restarts it, but only
    while no child is in flight: the server reports its children's exit codes, and stopping it would lose them.
    """
    global _in_flight
    ctx = multiprocessing.get_context("forkserver")
    server = multiprocessing.forkserver._forkserver  # private, but the only handle on "is it running"
    with _server_lock:
        current = list(server._preload_modules or [])
        missing = [m for m in ("__main__", *preload) if m not in current]
        # This module last: children run _child_main from it, and its import in the server warms TVM up.
        if __name__ not in current:
            missing.append(__name__)
        if missing and (server._forkserver_pid is None or _in_flight == 0):
            server._stop()
            ctx.set_forkserver_preload(current + missing)
        # else: children import the missing modules themselves, which is slower but correct
        if server._forkserver_pid is None:
            os.environ[_SERVER_ENV] = "1"  # only the server inherits it: it tells this module to warm up
            try:
                server.ensure_running()
            finally:
                del os.environ[_SERVER_ENV]
        _in_flight += 1
    return ctx


def _release() -> None:
    global _in_flight
    with _server_lock:
        _in_flight -= 1


def warm_up(preload: tuple[str, ...] = DEFAULT_PRELOAD) -> None:
    """Start the forkserver now, so its imports overlap with the caller's work instead of the first test."""
    _context(tuple(preload))
    _release()


@contextmanager
def _allow_children():
    # Dask (and ProcessPool-like) workers are often daemonic, and multiprocessing refuses children there.
    # Our children have their own timeout, so the rule's reason (orphans at exit) does not apply.
    proc = multiprocessing.current_process()
    if not proc.daemon:
        yield
        return
    with _children_lock:
        proc._config["daemon"] = False
        try:
            yield
        finally:
            proc._config["daemon"] = True


def _read_capped(path: Path, cap: int) -> str:
    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size <= cap:
                data = f.read()
            else:
                head = f.read(cap // 2)
                f.seek(size - cap // 2)
                data = head + f"\n... [{size - cap} bytes cut] ...\n".encode() + f.read()
    except OSError:
        return ""
    return data.decode("utf-8", errors="replace")


def _kill_group(proc) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except OSError:  # the child had not yet called setsid, or is already gone
        pass
    try:
        proc.kill()
    except OSError:
        pass


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:  # real-time signals have no name of their own
        return f"SIG{number}"


def _wait(proc, deadline: float) -> tuple[bool, bool]:
    """Wait for the child until ``deadline``; returns (killed for the timeout, last seen near its memory limit)."""
    as_limit, vm = None, 0
    while proc.exitcode is None:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            _kill_group(proc)
            proc.join()
            return True, False
        proc.join(min(remaining, 0.05))  # wakes as soon as the child exits
        # Sample memory, so that a death near the limit can be told from a plain crash.
        vm = _vm_bytes(proc.pid) or vm
        try:
            soft = resource.prlimit(proc.pid, resource.RLIMIT_AS)[0]
        except OSError:  # already gone
            continue
        if soft != resource.RLIM_INFINITY and (as_limit is None or soft < as_limit):
            as_limit = soft
    return False, as_limit is not None and vm >= _NEAR_LIMIT * as_limit


def _classify(outcome: Outcome, result, killed: bool, near_limit: bool) -> Outcome:
    text = outcome.stderr
    if killed:
        outcome.kind = "timeout"
        outcome.message = f"no result within the time limit ({outcome.duration_s:.1f}s)"
    elif result is not None and result[0] == "ok":
        outcome.kind, outcome.value = "ok", result[1]
    elif result is not None:
        outcome.exception_type, outcome.message, outcome.traceback, memory_error = result[1:]
        oom = memory_error or "std::bad_alloc" in outcome.message  # TVM turns bad_alloc into InternalError
        outcome.kind = "oom" if oom else "exception"
    else:
        sig = outcome.signal
        if near_limit or sig == "SIGKILL" or any(t in text for t in _OOM_TEXT):
            # SIGKILL we did not send is the kernel's OOM killer; other deaths at the limit are allocation
            # failures that C++ code did not survive.
            outcome.kind = "oom"
        elif sig in ("SIGSEGV", "SIGBUS") or sig is None and any(t in text for t in _SEGFAULT_TEXT):
            outcome.kind = "segfault"
        else:
            outcome.kind = "crash"
        how = f"killed by {sig}" if sig else f"exited with code {outcome.exit_code}"
        outcome.message = f"child process {how} without a result"
    return outcome


def sandboxed_call(fn: Callable, args: tuple = (), kwargs: dict | None = None,
                   limits: Limits | dict | None = None) -> Outcome:
    """Run ``fn(*args, **kwargs)`` in a fresh fork of the warm server.

    Never raises for anything the child does; only for the caller's own mistakes (``fn`` or its arguments
    cannot be pickled, bad limits).
    """
    if limits is None:
        limits = Limits()
    elif isinstance(limits, dict):
        limits = Limits(**limits)
    ctx = _context(limits.preload)
    try:
        with tempfile.TemporaryDirectory(prefix="rr-sandbox-") as workdir:
            task = pickle.dumps((fn, tuple(args), kwargs or {}), protocol=pickle.HIGHEST_PROTOCOL)
            proc = ctx.Process(target=_child_main, args=(task, limits, workdir), name="relayreduce-sandbox")
            with _allow_children():
                proc.start()  # returns once the server has forked: its own start-up is not the task's time
            start = time.monotonic()
            try:
                killed, near_limit = _wait(proc, start + limits.timeout_s)
            except BaseException:  # e.g. KeyboardInterrupt: never leave a child running unsupervised
                _kill_group(proc)
                raise
            duration = time.monotonic() - start
            exit_code = proc.exitcode
            proc.close()  # its sentinel fd, now rather than at garbage collection

            result, cpu_s = None, None
            result_path = Path(workdir, "result.pkl")
            if result_path.exists() and not killed:
                try:
                    cpu_s, result = pickle.loads(result_path.read_bytes())
                except Exception as err:  # e.g. the value's class is not importable here
                    result = ("exception", type(err).__name__, f"cannot load the task's value: {err}",
                              traceback.format_exc(), False)
            outcome = Outcome(
                kind="",
                exit_code=exit_code,
                signal=_signal_name(-exit_code) if exit_code is not None and exit_code < 0 else None,
                duration_s=round(duration, 4),
                cpu_s=None if cpu_s is None else round(cpu_s, 4),
                stdout=_read_capped(Path(workdir, "stdout"), limits.output_cap),
                stderr=_read_capped(Path(workdir, "stderr"), limits.output_cap),
                stage=_read_capped(Path(workdir, _STAGE_FILE), 100) or None,
            )
            return _classify(outcome, result, killed, near_limit)
    finally:
        _release()


def run_sandboxed(fn: Callable, *args, timeout_s: float = 60.0, memory_mb: int | None = 4096,
                  preload: tuple[str, ...] = DEFAULT_PRELOAD, **kwargs) -> Outcome:
    return sandboxed_call(fn, args, kwargs, Limits(timeout_s=timeout_s, memory_mb=memory_mb, preload=preload))


class SandboxExecutor(Executor):
    """A ``concurrent.futures.Executor`` whose futures resolve to ``Outcome``s.

    Every task is ``sandboxed_call(fn, args, kwargs, self.limits)`` run by ``pool``: by default threads here,
    each waiting on one sandboxed child, so ``max_workers`` bounds the number of concurrent compiles; or
    another executor whose workers run the sandbox themselves (``relayreduce.executors``: Dask). ``limits``,
    when given, replaces timeout_s, memory_mb, preload and env; callers may replace it between tasks.
    ``submit(fn, ...)`` needs ``fn`` to be a picklable top-level function.
    """

    def __init__(self, max_workers: int | None = None, timeout_s: float = 60.0, memory_mb: int | None = 4096,
                 preload: tuple[str, ...] = DEFAULT_PRELOAD, env: dict | None = None, *,
                 limits: Limits | None = None, pool: Executor | None = None):
        self.limits = limits or Limits(timeout_s=timeout_s, memory_mb=memory_mb, preload=preload,
                                       env={**Limits().env, **(env or {})})
        self.max_workers = max_workers or os.cpu_count() or 1
        self._pool = self._beside = pool
        if pool is None:
            self._pool = ThreadPoolExecutor(self.max_workers, thread_name_prefix="relayreduce-sandbox")
            self._beside = ThreadPoolExecutor(1, thread_name_prefix="relayreduce-sandbox-long")
            warm_up(self.limits.preload)  # the children fork here; a remote pool's workers warm up their own

    def submit(self, fn: Callable, /, *args, **kwargs) -> Future:
        return self._pool.submit(sandboxed_call, fn, args, kwargs, self.limits)

    def submit_long(self, limits: Limits, fn: Callable, /, *args, **kwargs) -> Future:
        """One task under other limits, e.g. a hang re-checked with a longer timeout. Locally it runs on a
        thread of its own, so minutes of it do not hold up the ``max_workers``; a cluster queues it as any."""
        return self._beside.submit(sandboxed_call, fn, args, kwargs, limits)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        # Children already running finish within their timeout; there is nothing else to tear down here.
        for pool in {self._pool, self._beside}:
            pool.shutdown(wait=wait, cancel_futures=cancel_futures)


def _warm_tvm() -> None:
    """Compile a tiny program once in the server, before any fork.

    TVM imports parts of its pipeline lazily and sets LLVM up on first use; done here, every child inherits
    that work instead of repeating it (measured: about 13% of a small program's compile). Build only: running
    it could start TVM's thread pool, and a server with threads must not fork.
    """
    from . import tvm_adapter
    from .ir import FunctionBuilder, TensorType, module

    b = FunctionBuilder("main")
    x = b.param("x", TensorType((4, 4), "float32"))
    y = b.call("nn.relu", b.call("add", b.call("matmul", x, x, out_dtype=None), x))
    tvm_adapter.build(tvm_adapter.lower(module(b.finish(b.call("sum", y, axis=[1], keepdims=False)))))


if os.environ.get(_SERVER_ENV) and "relayreduce.tvm_adapter" in sys.modules:
    try:
        _warm_tvm()
    except Exception as err:  # a warm-up is an optimization: the sandbox works without it
        print(f"relayreduce.sandbox: warm-up compile failed ({type(err).__name__}: {err})", file=sys.stderr)
