# cause: pool1d-zero-stride-infer
# expect: Divide by zero
import logging
import tvm
from tvm import relax
from tvm.relax.frontend import nn

logging.basicConfig(level=logging.INFO)
logging.getLogger("audio").info("exporting downsampler")


class Down(nn.Module):
    def forward(self, x):
        y = relax.op.nn.max_pool1d(x._expr, pool_size=3, strides=0, padding=1)
        return nn.op.wrap_nested(y, name="downsample")


mod, _ = Down().export_tvm({"forward": {"x": nn.spec.Tensor((1, 16, 400), "float32")}})
