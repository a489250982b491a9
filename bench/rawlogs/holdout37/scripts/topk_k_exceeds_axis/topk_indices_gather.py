# cause: topk_k_exceeds_axis
# expect: invalid or duplicate document ids
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Retrieve:
    @R.function
    def main(scores: R.Tensor((2, 10), "float32")):
        with R.dataflow():
            idx = R.topk(scores, k=16, axis=1, ret_type="indices", dtype="int64")
            R.output(idx)
        return idx


vm = relax.VirtualMachine(tvm.compile(Retrieve, target="llvm"), tvm.cpu())
scores = np.random.rand(2, 10).astype("float32")
docs = np.array([f"doc{i}" for i in range(10)])
idx = vm["main"](tvm.runtime.tensor(scores)).numpy()
for row in idx.tolist():
    ok = len(set(row)) == len(row) and all(0 <= i < len(docs) for i in row)
    assert ok, "topk returned invalid or duplicate document ids"
    print("retrieved:", docs[row])
