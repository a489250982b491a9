# cause: pixel-shuffle-topi-missing
# expect: has no attribute 'pixel_shuffle'
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class PS:
    @R.function
    def main(x: R.Tensor((1, 9, 5, 5), "float16")):
        with R.dataflow():
            y = R.nn.pixel_shuffle(x, upscale_factor=3)
            R.output(y)
        return y


PS.show()
print("running LegalizeOps", flush=True)
out = relax.transform.LegalizeOps()(PS)
