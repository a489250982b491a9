# cause: user_index_put_partial_indices
# expect: IndexPut requires the number of index tensors \(2\) to match the data tensor dimensions \(3\)
# capture: combined
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
    vol = relax.Var("vol", relax.TensorType((4, 32, 32), "float32"))
    ys = relax.Var("ys", relax.TensorType((5,), "int64"))
    xs = relax.Var("xs", relax.TensorType((5,), "int64"))
    with bb.function("stamp", [vol, ys, xs]):
        with bb.dataflow():
            ones = relax.const(np.ones((4, 5), "float32"))
            # meant: set (y, x) in every one of the 4 slices
            out = bb.emit(relax.op.index_put(vol, relax.Tuple([ys, xs]), ones))
            gv = bb.emit_output(out)
        bb.emit_func_output(gv)
    return tvm.compile(bb.get(), target="llvm")


def run_job(name):
    log.info("picked up job %s", name)
    try:
        return main()
    except Exception as exc:
        log.error("job %s failed in worker", name, exc_info=True)
        raise CompileJobError(f"job {name} failed: {type(exc).__name__}") from exc


if __name__ == "__main__":
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="compile") as pool:
        fut = pool.submit(run_job, "stamp-points")
        fut.result()
