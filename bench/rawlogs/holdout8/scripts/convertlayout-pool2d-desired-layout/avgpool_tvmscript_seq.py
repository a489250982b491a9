# cause: convertlayout-pool2d-desired-layout
# expect: NoDesiredLayout\(call, desired_layouts\)
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((2, 8, 12, 12), "float32")):
        with R.dataflow():
            y = R.nn.avg_pool2d(x, pool_size=(3, 3), strides=(1, 1), padding=(1, 1))
            z = R.nn.relu(y)
            R.output(z)
        return z


seq = tvm.transform.Sequential([
    relax.transform.ConvertLayout({"relax.nn.avg_pool2d": ["NHWC"]}),
    relax.transform.Normalize(),
    relax.transform.LegalizeOps(),
])
with tvm.transform.PassContext(opt_level=3):
    out = seq(Net)
