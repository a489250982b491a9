# cause: adaptive-pool-zero-output-div0
# expect: Divide by zero
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Video:
    @R.function
    def main(x: R.Tensor((1, 3, 4, 16, 16), "float32")):
        with R.dataflow():
            y = R.nn.adaptive_avg_pool3d(x, output_size=(2, 2, 0), layout="NCDHW")
            R.output(y)
        return y


print("== before legalize ==")
print(Video.script(show_meta=False))
mod = relax.transform.LegalizeOps()(Video)
print("== after legalize ==")
print(mod.script(show_meta=False))
