# cause: bf16_copyfrom_reinterprets
# expect: TensorCopyFromBytes: size mismatch
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    emb = relax.Var("emb", relax.TensorType((16, 4), "bfloat16"))
    ids = relax.Var("ids", relax.TensorType((3,), "int32"))
    with bb.function("lookup", [emb, ids]):
        with bb.dataflow():
            rows = bb.emit(relax.op.take(emb, ids, axis=0))
            out = bb.emit_output(relax.op.astype(rows, "float32"))
        bb.emit_func_output(out)
    return bb.get()


def test_bf16_embedding_lookup():
    ex = tvm.compile(build(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    table = np.arange(64, dtype="float32").reshape(16, 4) / 8.0
    emb = tvm.runtime.empty((16, 4), "bfloat16")
    emb[:] = table
    got = vm["lookup"](emb, np.array([0, 5, 15], dtype="int32")).numpy()
    np.testing.assert_allclose(got, table[[0, 5, 15]], rtol=1e-2)
