# cause: resize-zero-output-size
# expect: ModuleNotFoundError[\s\S]*Divide by zero
import traceback

import tvm
from tvm import relax
from tvm.relax.frontend import nn

try:
    import onnxruntime  # noqa: F401  (only used for the reference comparison)
    HAVE_ORT = True
except ImportError:
    traceback.print_exc()
    HAVE_ORT = False


class Head(nn.Module):
    def forward(self, x: nn.Tensor):
        # features are 3x3 here; 0.25 rounds the output down to nothing
        y = nn.op.interpolate(x, scale_factor=(0.25, 0.25), mode="nearest")
        return nn.op.sigmoid(y)


mod, _ = Head().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 8, 3, 3), "float32")}})
pipeline = relax.get_pipeline("zero")
with tvm.target.Target("llvm"):
    mod = pipeline(mod)
