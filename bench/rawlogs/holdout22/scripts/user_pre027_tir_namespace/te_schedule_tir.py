# cause: user_pre027_tir_namespace
# expect: has no attribute 'tir'
# capture: combined
import concurrent.futures
import logging
import sys

logging.basicConfig(level=logging.INFO,
                    format="%(asctime)s %(levelname)s %(processName)s/%(threadName)s %(name)s | %(message)s")
log = logging.getLogger("mlplat.worker")


class CompileJobError(RuntimeError):
    """Raised by the worker pool when a model job fails."""

import tvm
from tvm import te


def main():
    A = te.placeholder((64,), name="A")
    B = te.compute((64,), lambda i: A[i] * 2, name="B")
    f = te.create_prim_func([A, B])
    mod = tvm.IRModule({"double": f})
    mod = tvm.tir.transform.Simplify()(mod)
    return tvm.compile(mod, target="llvm")


def run_job(name):
    log.info("picked up job %s", name)
    try:
        return main()
    except Exception as exc:
        log.error("job %s failed in worker", name, exc_info=True)
        raise CompileJobError(f"job {name} failed: {type(exc).__name__}") from exc


if __name__ == "__main__":
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="compile") as pool:
        fut = pool.submit(run_job, "te-double")
        fut.result()
