# cause: codegen_backend_not_built
# expect: Codegen is not found: relax\.ext\.dnnl
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class ConvBlock:
    @R.function
    def main(
        data: R.Tensor((1, 3, 32, 32), "float32"),
        weight: R.Tensor((16, 3, 3, 3), "float32"),
    ) -> R.Tensor((1, 16, 30, 30), "float32"):
        with R.dataflow():
            conv = R.nn.conv2d(data, weight)
            out = R.nn.relu(conv)
            R.output(out)
        return out


def dnnl_patterns():
    conv = is_op("relax.nn.conv2d")(wildcard(), wildcard())
    return [
        ("dnnl.conv2d_relu", is_op("relax.nn.relu")(conv)),
        ("dnnl.conv2d", conv),
    ]


mod = relax.transform.FuseOpsByPattern(dnnl_patterns())(ConvBlock)
mod = relax.transform.MergeCompositeFunctions()(mod)
print([gv.name_hint for gv in mod.get_global_vars()])
mod = relax.transform.RunCodegen()(mod)

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
data = np.random.rand(1, 3, 32, 32).astype("float32")
weight = np.random.rand(16, 3, 3, 3).astype("float32")
print(vm["main"](tvm.runtime.tensor(data), tvm.runtime.tensor(weight)).numpy().shape)
