# cause: user_llvm_triple_typo
# expect: No available targets are compatible with triple
# capture: pytest-line
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((16, 16), "float32")):
        with R.dataflow():
            y = R.tanh(x)
            R.output(y)
        return y


def test_cross_to_x86_64_musl():
    target = tvm.target.Target({"kind": "llvm", "mtriple": "x86-64-alpine-linux-musl"})
    ex = tvm.compile(Mod, target=target)
    ex.export_library("mod_musl.tar")
