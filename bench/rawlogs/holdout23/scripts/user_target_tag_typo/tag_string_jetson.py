# cause: user_target_tag_typo
# expect: Target kind "nvidia/jetson-orin-nanoo" is not defined
# capture: stderr
# post: truncate=0.6
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Block:
    @R.function
    def main(x: R.Tensor((1, 128), "float16"), w: R.Tensor((128, 128), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.silu(y)
            R.output(z)
        return z


target = tvm.target.Target("nvidia/jetson-orin-nanoo")
ex = tvm.compile(Block, target=target)
