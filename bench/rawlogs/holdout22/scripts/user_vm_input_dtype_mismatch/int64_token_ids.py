# cause: user_vm_input_dtype_mismatch
# expect: expect Tensor with dtype int32 but get int64
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
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Embed:
    @R.function
    def main(ids: R.Tensor((1, 6), "int32"), table: R.Tensor((100, 16), "float32")):
        with R.dataflow():
            e = R.take(table, ids, axis=0)
            R.output(e)
        return e


def main():
    vm = relax.VirtualMachine(tvm.compile(Embed, target="llvm"), tvm.cpu())
    ids = np.array([[5, 17, 2, 99, 0, 3]])  # int64 from the tokenizer
    table = np.random.rand(100, 16).astype("float32")
    return vm["main"](tvm.runtime.tensor(ids), tvm.runtime.tensor(table))


def run_job(name):
    log.info("picked up job %s", name)
    try:
        return main()
    except Exception as exc:
        log.error("job %s failed in worker", name, exc_info=True)
        raise CompileJobError(f"job {name} failed: {type(exc).__name__}") from exc


if __name__ == "__main__":
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="compile") as pool:
        fut = pool.submit(run_job, "embed-lookup")
        fut.result()
