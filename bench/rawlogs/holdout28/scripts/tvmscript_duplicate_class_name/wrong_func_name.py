# cause: tvmscript_duplicate_class_name
# expect: (prefill|decode)
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Mod:
    @R.function
    def prefill(x: R.Tensor(("s", 16), "float32")):
        with R.dataflow():
            y = R.nn.silu(x)
            R.output(y)
        return y


prefill_ex = tvm.compile(Mod, target="llvm")


@I.ir_module
class Mod:
    @R.function
    def decode(x: R.Tensor((1, 16), "float32")):
        with R.dataflow():
            y = R.nn.silu(x)
            R.output(y)
        return y


decode_vm = relax.VirtualMachine(tvm.compile(Mod, target="llvm"), tvm.cpu())
print(decode_vm["decode"](tvm.runtime.tensor(np.ones((1, 16), "float32"))).shape)
