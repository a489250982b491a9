"""The sandboxed runner, with real child processes: every way a TVM call can die is recorded with its kind."""

import ctypes
import mmap
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from relayreduce.sandbox import Limits, Outcome, SandboxExecutor, run_sandboxed, sandboxed_call

TIMEOUT_S = 4.0


# Tasks run in the child, so they must be top-level (picklable) functions.
def segfault():
    ctypes.string_at(0)


def abort():
    os.abort()


def hang():
    time.sleep(60)


def hang_while_compiling():
    from relayreduce import stage

    stage.mark("compile")
    time.sleep(60)


def allocate_forever():
    block = bytearray(1 << 20)
    while True:
        block *= 2  # doubling reaches the limit in a few steps, so the test stays fast


def cxx_new(nbytes):
    """C++ ``operator new`` through ctypes: a std::bad_alloc here has no C++ frame to catch it."""
    libstdcxx = ctypes.CDLL("libstdc++.so.6")
    libstdcxx._Znwm.restype = ctypes.c_void_p
    libstdcxx._Znwm.argtypes = [ctypes.c_size_t]
    return libstdcxx._Znwm(nbytes)


def tvm_empty(nbytes):
    import tvm

    return tuple(tvm.runtime.empty((nbytes // 4,), "float32").shape)


def map_then_die(mb, signum):
    """Map ``mb`` MB of address space, stay long enough for the parent to see it, then die by ``signum`` (how
    the kernel's OOM killer ends a process, or a C++ caller that did not check its allocation)."""
    block = mmap.mmap(-1, mb << 20)
    time.sleep(0.5)
    os.kill(os.getpid(), signum)
    return len(block)


def tvm_shape_error():
    from tvm import relax

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 3), "float32"))
    y = relax.Var("y", relax.TensorType((4, 5), "float32"))
    with bb.function("main", [x, y]):
        bb.emit_func_output(bb.emit(relax.op.add(x, y)))


def write_fds():
    os.write(2, b"written to fd 2 from below Python\n")
    os.write(1, b"written to fd 1\n")
    print("printed by Python")
    return "done"


def array(n):
    return np.arange(n, dtype="float32").reshape(2, -1)


def exit_quietly():
    os._exit(3)


def segfault_then_handler_exits():
    """A segfault whose handler prints a banner and exits with a code, as tvm-ffi's may (255), so the process
    ends by that code, not by the signal."""
    import signal

    def handler(signum, frame):
        os.write(2, b"!!!!!!! Segfault encountered !!!!!!!\n")
        os._exit(255)

    signal.signal(signal.SIGSEGV, handler)
    os.kill(os.getpid(), signal.SIGSEGV)


def unpicklable_value():
    return lambda: None


def add(a, b=0):
    return a + b


@pytest.fixture(scope="module")
def executor():
    ex = SandboxExecutor(max_workers=2, timeout_s=TIMEOUT_S, memory_mb=512)
    yield ex
    ex.shutdown()


def test_every_failure_kind_is_recorded_and_the_executor_keeps_going(executor):
    tasks = {
        "segfault": (segfault,), "abort": (abort,), "hang": (hang,), "oom": (allocate_forever,),
        "tvm": (tvm_shape_error,), "fds": (write_fds,), "array": (array, 8), "exit": (exit_quietly,),
        "handled segfault": (segfault_then_handler_exits,),
    }
    futures = {name: executor.submit(*task) for name, task in tasks.items()}
    out = {name: f.result(timeout=60) for name, f in futures.items()}
    assert all(isinstance(o, Outcome) for o in out.values())

    o = out["segfault"]
    assert (o.kind, o.signal, o.exit_code) == ("segfault", "SIGSEGV", -11)
    assert "Segmentation fault" in o.stderr and "segfault" in o.stderr  # faulthandler's Python stack

    o = out["abort"]
    assert (o.kind, o.signal) == ("crash", "SIGABRT")
    assert "Aborted" in o.stderr

    o = out["hang"]
    assert o.kind == "timeout" and o.signal == "SIGKILL"
    assert TIMEOUT_S <= o.duration_s < TIMEOUT_S + 3

    o = out["oom"]
    assert (o.kind, o.exception_type) == ("oom", "MemoryError")
    assert "allocate_forever" in o.traceback

    o = out["tvm"]
    assert (o.kind, o.exception_type, o.exit_code) == ("exception", "ValueError", 0)
    assert "not broadcastable" in o.message
    assert "tvm_shape_error" in o.traceback

    o = out["fds"]
    assert (o.kind, o.value) == ("ok", "done")
    assert "written to fd 2 from below Python" in o.stderr
    assert o.stdout == "written to fd 1\nprinted by Python\n"

    o = out["array"]
    assert o.kind == "ok" and o.value.dtype == np.float32
    np.testing.assert_array_equal(o.value, np.arange(8, dtype="float32").reshape(2, 4))

    o = out["exit"]
    assert (o.kind, o.exit_code, o.signal) == ("crash", 3, None)

    o = out["handled segfault"]  # one bug, one kind, however its process ended (the third audit's 1dae08db)
    assert (o.kind, o.exit_code, o.signal) == ("segfault", 255, None)

    # After all of that, the same executor still runs tests.
    assert executor.submit(add, 2, b=3).result(timeout=30).value == 5
    assert [o.value for o in executor.map(add, [1, 2, 3], [10, 20, 30])] == [11, 22, 33]


def test_native_out_of_memory_is_oom_and_the_executor_keeps_going(executor):
    budget_mb = executor.limits.memory_mb
    over, near = (2 * budget_mb) << 20, budget_mb * 95 // 100
    tasks = {
        "tvm": (tvm_empty, over), "tvm small": (tvm_empty, 1 << 20),
        "c++": (cxx_new, over), "c++ small": (cxx_new, 1 << 20),
        "killed near limit": (map_then_die, near, signal.SIGKILL),
        "segv near limit": (map_then_die, near, signal.SIGSEGV),
        "segv far from limit": (map_then_die, 16, signal.SIGSEGV),
    }
    futures = {name: executor.submit(*task) for name, task in tasks.items()}
    out = {name: f.result(timeout=60) for name, f in futures.items()}

    # TVM's allocator throws std::bad_alloc at the address-space limit, and its FFI makes it an InternalError.
    o = out["tvm"]
    assert (o.kind, o.exception_type, o.message) == ("oom", "InternalError", "std::bad_alloc")
    assert (out["tvm small"].kind, out["tvm small"].value) == ("ok", (1 << 18,))

    # Uncaught in C++, std::bad_alloc terminates the child: SIGABRT, and only the text says it was memory.
    o = out["c++"]
    assert (o.kind, o.signal) == ("oom", "SIGABRT")
    assert "terminate called after throwing an instance of 'std::bad_alloc'" in o.stderr
    assert out["c++ small"].kind == "ok"

    o = out["killed near limit"]
    assert (o.kind, o.signal) == ("oom", "SIGKILL") and "killed by SIGKILL" in o.message
    # The same death is a segfault far from the limit, but an allocation failure at it.
    assert (out["segv near limit"].kind, out["segv near limit"].signal) == ("oom", "SIGSEGV")
    assert (out["segv far from limit"].kind, out["segv far from limit"].signal) == ("segfault", "SIGSEGV")

    assert executor.submit(add, 2, b=3).result(timeout=30).value == 5


def test_an_unpicklable_result_is_the_tasks_failure(executor):
    o = executor.submit(unpicklable_value).result(timeout=30)
    assert o.kind == "exception" and "cannot return the task's value" in o.message


def test_run_sandboxed_and_sandboxed_call_under_another_executor():
    assert run_sandboxed(add, 1, b=2, timeout_s=10, memory_mb=None).value == 3
    # The wrapper itself is the unit a Dask worker runs: submit it to a foreign executor with plain limits.
    limits = {"timeout_s": 10, "memory_mb": 256, "preload": ()}
    with ThreadPoolExecutor(2) as pool:
        outcomes = list(pool.map(sandboxed_call, [add, segfault], [(4,), ()], [{"b": 1}, None], [limits] * 2))
    assert [o.kind for o in outcomes] == ["ok", "segfault"]
    assert outcomes[0].value == 5


def test_sandboxed_call_runs_inside_a_daemonic_worker():
    # Dask's workers are daemonic, and multiprocessing normally refuses them children.
    limits = Limits(timeout_s=20, memory_mb=None, preload=())
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        outcome = pool.apply(sandboxed_call, (add, (2,), {"b": 2}, limits))
    assert (outcome.kind, outcome.value) == ("ok", 4)


def test_a_hang_records_the_stage_it_hung_in():
    # a hang has no traceback: the stage the task last marked is all that tells a compile from a run
    o = run_sandboxed(hang_while_compiling, timeout_s=1, memory_mb=None)
    assert (o.kind, o.stage) == ("timeout", "compile")
    assert run_sandboxed(add, 1, timeout_s=10, memory_mb=None).stage is None  # marked nothing


def test_output_is_capped_keeping_head_and_tail():
    o = run_sandboxed(_print_a_lot, timeout_s=20, memory_mb=None)
    assert o.kind == "ok"
    assert len(o.stdout) < 1_100_000
    assert o.stdout.startswith("line 0\n") and o.stdout.rstrip().endswith("line 299999")
    assert "bytes cut" in o.stdout


def _print_a_lot():
    os.write(1, "".join(f"line {i}\n" for i in range(300_000)).encode())


def test_a_task_the_child_cannot_load_is_reported_not_lost(tmp_path, monkeypatch):
    # The module exists when the parent pickles the task, but not where the child looks for it.
    (tmp_path / "vanishing_task_module.py").write_text("def task():\n    return 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import vanishing_task_module

    (tmp_path / "vanishing_task_module.py").unlink()
    o = run_sandboxed(vanishing_task_module.task, timeout_s=20, memory_mb=None)
    assert (o.kind, o.exception_type) == ("exception", "ModuleNotFoundError")


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_a_hung_child_dies_with_the_process_that_supervises_its_time_limit(tmp_path):
    """kill -9 of a driver or of a Dask worker leaves no sandbox child behind: nothing else would end a hang."""
    pid_file = tmp_path / "child.pid"
    task = f"import os, time; open({str(pid_file)!r}, 'w').write(str(os.getpid())); time.sleep(600)"
    supervisor = subprocess.Popen([sys.executable, "-c", "import sys; from relayreduce.sandbox import run_sandboxed; "
                                   "run_sandboxed(exec, sys.argv[1], timeout_s=600, memory_mb=None, preload=())", task])
    deadline = time.monotonic() + 60
    while not pid_file.exists() or not pid_file.read_text():
        assert time.monotonic() < deadline and supervisor.poll() is None, "the sandboxed task never started"
        time.sleep(0.05)
    child = int(pid_file.read_text())
    assert _alive(child)
    supervisor.kill()
    supervisor.wait()
    deadline = time.monotonic() + 20
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child)


def test_a_hang_signs_alike_whatever_the_limit_that_killed_it():
    """A campaign re-checks a timeout with a longer limit and records it only if both runs sign alike; the
    duration in the message (`1.3s`) once read as `<n>.3s`, so a real hang was dropped as flaky."""
    from relayreduce.campaign import failure_signature

    short, longer = (run_sandboxed(hang, timeout_s=t, memory_mb=None) for t in (0.6, 1.3))
    assert short.kind == longer.kind == "timeout" and short.message != longer.message
    assert failure_signature(short)[1].key == failure_signature(longer)[1].key
