# cause: user_matmul_weight_not_transposed
# expect: Matmul requires the reduction length
# capture: combined
# env: TVM_BACKTRACE=1
import concurrent.futures
import logging
import sys

logging.basicConfig(level=logging.INFO,
                    format="%(asctime)s %(levelname)s %(processName)s/%(threadName)s %(name)s | %(message)s")
log = logging.getLogger("mlplat.worker")


class CompileJobError(RuntimeError):
    """Raised by the worker pool when a model job fails."""

import numpy as np
import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 512), "float32"))
    w = relax.const(np.zeros((10, 512), "float32"))   # classifier.weight from the checkpoint
    b = relax.const(np.zeros((10,), "float32"))
    with bb.function("head", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.matmul(x, w))
            y = bb.emit(relax.op.add(y, b))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    print("[head] built")


def run_job(name):
    log.info("picked up job %s", name)
    try:
        return main()
    except Exception as exc:
        log.error("job %s failed in worker", name, exc_info=True)
        raise CompileJobError(f"job {name} failed: {type(exc).__name__}") from exc


if __name__ == "__main__":
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="compile") as pool:
        fut = pool.submit(run_job, "cls-head")
        fut.result()
