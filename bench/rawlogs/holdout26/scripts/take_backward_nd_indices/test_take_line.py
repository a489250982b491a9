# cause: take_backward_nd_indices
# expect: AssertionError
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class PosEmb:
    @R.function
    def main(pos_table: R.Tensor((16, 4), "float32"), pos: R.Tensor((1, 16), "int64")):
        with R.dataflow():
            pe = R.take(pos_table, pos, axis=0)
            loss = R.sum(R.multiply(pe, pe))
            R.output(loss)
        return loss


def test_positional_embedding_grad():
    mod = relax.transform.Gradient("main", require_grads=[PosEmb["main"].params[0]])(PosEmb)
    mod = relax.transform.LegalizeOps()(mod)
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    table = np.random.rand(16, 4).astype("float32")
    _, (g,) = vm["main_adjoint"](tvm.runtime.tensor(table), tvm.runtime.tensor(np.arange(16).reshape(1, 16)))
    np.testing.assert_allclose(g.numpy(), 2 * table, rtol=1e-6)
