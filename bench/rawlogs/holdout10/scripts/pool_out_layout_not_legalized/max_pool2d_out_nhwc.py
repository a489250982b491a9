# cause: pool_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((1, 16, 32, 32), "float32")):
        with R.dataflow():
            y = R.nn.max_pool2d(x, pool_size=(2, 2), strides=(2, 2), out_layout="NHWC")
            R.output(y)
        return y

print(build_and_run(Pool, np.ones((1, 16, 32, 32), "float32")).shape)
