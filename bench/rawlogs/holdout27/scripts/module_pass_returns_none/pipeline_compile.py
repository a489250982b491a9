# cause: module_pass_returns_none
# expect: must be set
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Conv:
    @R.function
    def main(x: R.Tensor((1, 8, 28, 28), "float32"), w: R.Tensor((8, 8, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.nn.relu(y)
            R.output(z)
        return z


@tvm.transform.module_pass(opt_level=0)
def count_ops(mod, ctx):
    n = 0
    for _, f in mod.functions_items():
        if isinstance(f, relax.Function):
            relax.analysis.post_order_visit(f, lambda e: None)
            n += 1
    print(f"[count_ops] functions={n}")


pipeline = tvm.transform.Sequential([
    relax.transform.LegalizeOps(),
    count_ops,
    relax.get_pipeline("zero"),
])
ex = tvm.compile(Conv, target="llvm", relax_pipeline=pipeline)
