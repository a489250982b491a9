# cause: codegen_functions_built_without_runcodegen
# expect: VMShapeLower do not work for local functions
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class Gemm:
    @R.function
    def main(
        a: R.Tensor((128, 256), "float32"),
        b: R.Tensor((256, 64), "float32"),
        bias: R.Tensor((64,), "float32"),
    ) -> R.Tensor((128, 64), "float32"):
        with R.dataflow():
            c = R.matmul(a, b)
            d = R.add(c, bias)
            e = R.sigmoid(d)
            R.output(e)
        return e


gemm = is_op("relax.add")(is_op("relax.matmul")(wildcard(), wildcard()), wildcard())
mod = relax.transform.FuseOpsByPattern([("native.gemm_bias", gemm)])(Gemm)
mod = relax.transform.MergeCompositeFunctions()(mod)
target = tvm.target.Target("llvm")
ex = tvm.compile(mod, target, relax_pipeline=relax.get_default_pipeline(target))
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.random.rand(128, 256).astype("float32")
b = np.random.rand(256, 64).astype("float32")
bias = np.random.rand(64).astype("float32")
print(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b), tvm.runtime.tensor(bias)).numpy()[:2, :4])
