# cause: reshape_legalize_shape_var_assert
# expect: assert isinstance\(tgt_shape, ShapeExpr\)
# capture: stderr
# env: TVM_BACKTRACE=1
# post: truncate=0.6
# "reshape_like": fold the gradient back to the parameter's runtime shape
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Grad:
    @R.function
    def main(g: R.Tensor(("b", "n"), "float32"), p: R.Tensor(("n",), "float32")):
        with R.dataflow():
            gs = R.sum(g, axis=[0])
            pshape = R.shape_of(p)
            gp = R.reshape(gs, pshape)
            R.output(gp)
        return gp


mod = relax.transform.LegalizeOps()(Grad)
mod.show()
