# cause: c_target_fp16_math_intrinsic_not_lowered
# expect: Unresolved call .*name="tirx.exp"
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 32), "float16")):
        with R.dataflow():
            y = R.exp(x)
            R.output(y)
        return y


ex = tvm.compile(Mod, target=tvm.target.Target("c"))
