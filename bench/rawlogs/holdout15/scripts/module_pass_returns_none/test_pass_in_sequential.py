# cause: module_pass_returns_none
# expect: module pass must be set
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 4), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


@tvm.transform.module_pass(opt_level=0, name="CountOps")
class CountOps:
    def __init__(self):
        self.count = 0

    def transform_module(self, mod, ctx):
        for _, f in mod.functions_items():
            if isinstance(f, relax.Function):
                relax.analysis.post_order_visit(f, lambda e: setattr(self, "count", self.count + isinstance(e, relax.Call)))


def test_pipeline_with_counter():
    seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), CountOps(), relax.transform.FoldConstant()])
    seq(Net)
