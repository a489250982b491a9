# cause: take_out_of_bounds_segfault
# expect: Segfault encountered
# capture: stderr
# token ids from a bigger tokenizer than the embedding table
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Embed:
    @R.function
    def main(table: R.Tensor((1000, 64), "float32"), ids: R.Tensor(("n",), "int64")):
        n = T.int64()
        with R.dataflow():
            e = R.take(table, ids, axis=0)
            R.output(e)
        return e


vm = relax.VirtualMachine(tvm.compile(Embed, target="llvm"), tvm.cpu())
table = tvm.runtime.tensor(np.random.default_rng(0).random((1000, 64), dtype="float32"))
ids = np.array([101, 2023, 2003, 50256000, 102], dtype="int64")
e = vm["main"](table, tvm.runtime.tensor(ids))
print(e.numpy().sum())
