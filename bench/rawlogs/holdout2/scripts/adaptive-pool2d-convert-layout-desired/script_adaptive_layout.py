# cause: adaptive-pool2d-convert-layout-desired
# expect: NoDesiredLayout
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class GAP:
    @R.function
    def main(x: R.Tensor((1, 128, 14, 14), "float32")):
        with R.dataflow():
            y = R.nn.adaptive_avg_pool2d(x, output_size=[1, 1], layout="NCHW")
            z = R.nn.softmax(R.reshape(y, (1, 128)), axis=-1)
            R.output(z)
        return z


def convert(mod):
    return relax.transform.ConvertLayout({"relax.nn.adaptive_avg_pool2d": ["NHWC", "NHWC"]})(mod)


if __name__ == "__main__":
    convert(GAP).show()
