# cause: entry_function_name_wrong
# expect: Cannot find global var "main" in the Module
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.relax.frontend import nn


class ConvNet(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(3, 16, kernel_size=3, padding=1)

    def forward(self, x: nn.Tensor):
        return nn.relu(self.conv(x))


mod, params = ConvNet().export_tvm(
    spec={"forward": {"x": nn.spec.Tensor((1, 3, 32, 32), "float32")}}
)
conv = is_op("relax.nn.conv2d")(wildcard(), wildcard())
conv_bias = is_op("relax.add")(conv, wildcard())
patterns = [("dnnl.conv2d_bias_relu", is_op("relax.nn.relu")(conv_bias))]
mod = relax.transform.FuseOpsByPattern(
    patterns, bind_constants=False, annotate_codegen=True, entry_functions=["main"]
)(mod)
mod.show()
