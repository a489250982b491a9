# cause: codegen_functions_built_without_runcodegen
# expect: VMShapeLower do not work for local functions
# capture: stderr
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class Block:
    @R.function
    def main(
        x: R.Tensor((1, 8, 32, 32), "float32"),
        w: R.Tensor((8, 8, 3, 3), "float32"),
    ) -> R.Tensor((1, 8, 32, 32), "float32"):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=[1, 1, 1, 1])
            z = R.nn.relu(y)
            o = R.add(z, x)
            R.output(o)
        return o


conv_relu = is_op("relax.nn.relu")(is_op("relax.nn.conv2d")(wildcard(), wildcard()))
mod = relax.transform.FuseOpsByPattern([("cpu_fused.conv2d_relu", conv_relu)])(Block)
mod = relax.transform.MergeCompositeFunctions()(mod)

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(1, 8, 32, 32).astype("float32")
w = np.random.rand(8, 8, 3, 3).astype("float32")
print(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy().mean())
