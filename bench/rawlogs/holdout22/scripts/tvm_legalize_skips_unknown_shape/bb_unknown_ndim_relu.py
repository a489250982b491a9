# cause: tvm_legalize_skips_unknown_shape
# expect: CodeGenVM cannot emit this Relax operator
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
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("feat", relax.TensorType(dtype="float32", ndim=-1))
    with bb.function("act", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.relu(x))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    print("[compile] lowering act() for llvm")
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
        fut = pool.submit(run_job, "generic-act")
        fut.result()
