# cause: pool2d-zero-stride-infer
# expect: Divide by zero
import logging
import tvm
from tvm import relax
from tvm.relax.frontend import nn

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("export")


class Head(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(16, 4)

    def forward(self, x):
        x = nn.op.wrap_nested(relax.op.nn.avg_pool2d(x._expr, pool_size=2, strides=0), name="avg_pool2d")
        x = nn.op.reshape(x, (1, 16))
        return self.fc(x)


log.info("exporting Head")
mod, _ = Head().export_tvm({"forward": {"x": nn.spec.Tensor((1, 4, 4, 4), "float32")}})
log.info("done")
