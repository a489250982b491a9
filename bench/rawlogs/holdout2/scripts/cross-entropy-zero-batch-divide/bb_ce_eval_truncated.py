# cause: cross-entropy-zero-batch-divide
# expect: Divide by zero
# post: truncate=0.75
import numpy as np
import tvm
from tvm import relax


def evaluate(batch_sizes):
    for bs in batch_sizes:
        bb = relax.BlockBuilder()
        pred = relax.Var("pred", relax.TensorType((bs, 3, 4), "float32"))
        target = relax.Var("target", relax.TensorType((bs, 3, 4), "float32"))
        with bb.function("main", [pred, target]):
            with bb.dataflow():
                out = bb.emit_output(relax.op.nn.cross_entropy_with_logits(pred, target))
            bb.emit_func_output(out)
        ex = tvm.compile(bb.get(), target="llvm")
        vm = relax.VirtualMachine(ex, tvm.cpu())
        p = np.random.rand(bs, 3, 4).astype("float32")
        print(bs, vm["main"](tvm.runtime.tensor(p), tvm.runtime.tensor(p)))


evaluate([2, 1, 0])
