# cause: relax_build_dict_target
# expect: not iterable
# capture: stderr
# post: truncate=0.5
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Conv:
    @R.function
    def main(x: R.Tensor((1, 32, 28, 28), "float32"), w: R.Tensor((64, 32, 3, 3), "float32"), b: R.Tensor((1, 64, 1, 1), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.nn.relu(R.add(y, b))
            R.output(z)
        return z


mod = relax.get_pipeline("zero")(Conv)
ex = relax.build(mod, target={"kind": "llvm", "mcpu": "znver4"})
