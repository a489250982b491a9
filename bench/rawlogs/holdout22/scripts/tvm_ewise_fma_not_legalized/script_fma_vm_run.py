# cause: tvm_ewise_fma_not_legalized
# expect: CodeGenVM cannot emit
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
class Blend:
    @R.function
    def blend(alpha: R.Tensor((3, 32, 32), "float32"), fg: R.Tensor((3, 32, 32), "float32"),
              bg: R.Tensor((3, 32, 32), "float32")):
        with R.dataflow():
            out = R.ewise_fma(alpha, fg, bg)
            R.output(out)
        return out


def main():
    ex = tvm.compile(Blend, target=tvm.target.Target({"kind": "llvm", "mcpu": "x86-64"}))
    vm = relax.VirtualMachine(ex, tvm.cpu())
    z = tvm.runtime.tensor(np.zeros((3, 32, 32), "float32"))
    return vm["blend"](z, z, z)


def run_job(name):
    log.info("picked up job %s", name)
    try:
        return main()
    except Exception as exc:
        log.error("job %s failed in worker", name, exc_info=True)
        raise CompileJobError(f"job {name} failed: {type(exc).__name__}") from exc


if __name__ == "__main__":
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="compile") as pool:
        fut = pool.submit(run_job, "alpha-blend")
        fut.result()
