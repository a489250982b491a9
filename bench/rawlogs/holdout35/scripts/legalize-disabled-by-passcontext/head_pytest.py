# cause: legalize-disabled-by-passcontext
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Head:
    @R.function
    def main(x: R.Tensor((4, 64), "float32"), wq: R.Tensor((64, 64), "float32"), bq: R.Tensor((64,), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            wt = R.permute_dims(wq)
            q = R.matmul(x, wt)
            qb = R.add(q, bq)
            s = R.nn.softmax(qb, axis=-1)
            R.output(s)
        return s

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")


def test_head_pytest():
    ctx = tvm.transform.PassContext(opt_level=3, config={"relax.transform.apply_legalize_ops": False})
    with ctx:
        ex = tvm.compile(Head, target="llvm")
    x, wq, bq = rand(4, 64), rand(64, 64), rand(64)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](*[tvm.runtime.tensor(a) for a in (x, wq, bq)]).numpy()
    np.testing.assert_allclose(out.sum(-1), np.ones(4), rtol=1e-5)
