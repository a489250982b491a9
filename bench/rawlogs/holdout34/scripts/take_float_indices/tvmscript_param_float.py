# cause: take_float_indices
# expect: Take op requires the input indices to have integer dtype
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

from tvm.script import tirx as T


@tvm.script.ir_module
class Embed:
    @R.function
    def main(table: R.Tensor((32, 8), "float32"), ids: R.Tensor((4,), "float32")):
        with R.dataflow():
            e = R.take(table, ids, axis=0)
            R.output(e)
        return e


ex = tvm.compile(Embed, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
tab = np.arange(256, dtype="float32").reshape(32, 8)
ids = np.array([1, 5, 31, 0], dtype="float32")
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(tab), tvm.runtime.tensor(ids)).numpy(), tab[ids.astype(int)])
