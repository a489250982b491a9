# cause: layer-norm-zero-extent-divide
# expect: Divide by zero
# capture: combined
# post: crlf
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Block:
    @R.function
    def main(
        h: R.Tensor((1, 16, 0), "float16"),
        g: R.Tensor((0,), "float16"),
        b: R.Tensor((0,), "float16"),
    ):
        with R.dataflow():
            n = R.nn.layer_norm(h, g, b, axes=[2], epsilon=1e-5)
            o = R.nn.gelu(n)
            R.output(o)
        return o


Block.show()
print("compiling for llvm")
rt = tvm.compile(Block, target="llvm")
print("compiled", rt)
