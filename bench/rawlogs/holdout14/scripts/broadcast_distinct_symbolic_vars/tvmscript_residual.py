# cause: broadcast_distinct_symbolic_vars
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

@I.ir_module
class Block:
    @R.function
    def main(x: R.Tensor(("b", "s", 64), "float32"), res: R.Tensor(("b", "t", 64), "float32")):
        with R.dataflow():
            h = R.nn.gelu(x)
            out = R.add(h, res)
            R.output(out)
        return out

print(Block.script())
ex = tvm.compile(Block, target="llvm")
