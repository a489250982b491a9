# cause: user_target_option_wrong_type
# expect: Option 'mattr': expected type 'Array<str>' but got 'ffi.String'
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4, 64), "float16"), w: R.Tensor((64, 64), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


# same feature string we pass to clang: -march=armv8.2-a+fp16+dotprod
target = tvm.target.Target({
    "kind": "llvm",
    "mtriple": "aarch64-linux-gnu",
    "mcpu": "cortex-a76",
    "mattr": "+neon,+fullfp16,+dotprod",
})
ex = tvm.compile(Model, target=target)
