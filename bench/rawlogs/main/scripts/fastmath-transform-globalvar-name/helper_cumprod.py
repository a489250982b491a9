# cause: fastmath-transform-globalvar-name
# expect: fast_math\.py[\s\S]*'GlobalVar' object has no attribute 'name'
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")

@I.ir_module
class Module:
    @R.function
    def scan(x: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
        y = R.cumprod(x, axis=1)
        return y

    @R.function
    def main(x: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
        cls = Module
        y = cls.scan(x)
        z = R.negative(y)
        return z


mod = Module

print("compiling ...", flush=True)

seq = tvm.transform.Sequential([
    relax.transform.RealizeVDevice(),
    relax.transform.FastMathTransform(),
])
mod = seq(mod)
