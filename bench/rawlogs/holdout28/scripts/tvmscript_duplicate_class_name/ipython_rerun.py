# cause: tvmscript_duplicate_class_name
# expect: mismatch to specified constant
# capture: ipython
# scratch script: the 2-channel version was redefined below for the stereo input
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Spec:
    @R.function
    def main(x: R.Tensor((1, "t"), "float32")):
        with R.dataflow():
            y = R.multiply(x, x)
            R.output(y)
        return y


@I.ir_module
class Spec:
    @R.function
    def main(x: R.Tensor((2, "t"), "float32")):
        with R.dataflow():
            y = R.multiply(x, x)
            R.output(y)
        return y


vm = relax.VirtualMachine(tvm.compile(Spec, target="llvm"), tvm.cpu())
stereo = np.ones((2, 480), "float32")
print(vm["main"](tvm.runtime.tensor(stereo)).shape)
