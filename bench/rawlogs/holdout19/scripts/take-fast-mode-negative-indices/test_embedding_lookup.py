# cause: take-fast-mode-negative-indices
# expect: Mismatched elements
# capture: pytest-short
import numpy as np
import pytest
import tvm
import tvm.testing
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Embedding:
    @R.function
    def main(table: R.Tensor(("vocab",), "float16"), ids: R.Tensor((2, 3), "int32")):
        with R.dataflow():
            emb = R.take(table, ids, axis=0)
            out = R.astype(emb, "float32")
            R.output(out)
        return out


@pytest.mark.parametrize("vocab,dim", [(16, 8), (32, 4)])
def test_embedding_with_python_style_ids(vocab, dim):
    mod = Embedding
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    table = (np.arange(vocab) % 7 + 1).astype("float16") * dim
    ids = np.array([[1, 2, -1], [0, 0, 3]], dtype="int32")
    out = vm["main"](tvm.runtime.tensor(table), tvm.runtime.tensor(ids)).numpy()
    tvm.testing.assert_allclose(out, np.take(table, ids, axis=0).astype("float32"), rtol=1e-3, atol=1e-3)
