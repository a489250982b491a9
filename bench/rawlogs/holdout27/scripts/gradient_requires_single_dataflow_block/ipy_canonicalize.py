# cause: gradient_requires_single_dataflow_block
# expect: only support one dataflow block
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Two:
    @R.function
    def main(x: R.Tensor((2, 2), "float32"), w: R.Tensor((2, 2), "float32")):
        s = R.matmul(x, w)
        with R.dataflow():
            t = R.nn.relu(s)
            u = R.sum(t)
            R.output(u)
        return u


mod = relax.transform.Normalize()(Two)
mod = relax.transform.CanonicalizeBindings()(mod)
mod = relax.transform.Gradient("main", require_grads=mod["main"].params[1])(mod)
