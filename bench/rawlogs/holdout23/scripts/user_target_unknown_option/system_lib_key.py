# cause: user_target_unknown_option
# expect: Unknown config option 'system-lib'
# capture: combined
# env: TVM_BACKTRACE=1
"""Build a system-lib flavoured module for a bare-metal style wasm deployment."""
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Head:
    @R.function
    def main(x: R.Tensor((1, 256), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x)
            R.output(y)
        return y


target = tvm.target.Target({
    "kind": "llvm",
    "mtriple": "wasm32-unknown-unknown-wasm",
    "system-lib": True,
})
print("target:", target)
ex = relax.build(Head, target=target)
