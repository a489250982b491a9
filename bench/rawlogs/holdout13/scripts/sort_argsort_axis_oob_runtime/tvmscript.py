# cause: sort_argsort_axis_oob_runtime
# expect: Axis out of boundary
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I
import logging
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("fuzz")

def compile_and_run(mod, *arrays, target="llvm"):
    ex = tvm.compile(mod, target=target)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays])


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((2, 7), "float32")):
        with R.dataflow():
            y = R.argsort(x, axis=3)
            R.output(y)
        return y

compile_and_run(M, np.zeros((2, 7), "float32"))
