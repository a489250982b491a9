# cause: metal_codegen_no_float64
# expect: Cannot convert type float64 to Metal type
# capture: stderr
# post: truncate=0.55
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((128,), "float64"), y: R.Tensor((128,), "float64")):
        with R.dataflow():
            z = R.multiply(x, y)
            R.output(z)
        return z


ex = tvm.compile(Mod, target=tvm.target.Target("apple/m2-gpu", host={"kind": "llvm", "mtriple": "arm64-apple-macos"}))
ex.export_library("mul_f64.dylib")
