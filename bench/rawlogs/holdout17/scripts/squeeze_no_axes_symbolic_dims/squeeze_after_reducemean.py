# cause: squeeze_no_axes_symbolic_dims
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: notebook
# post: truncate=0.5
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
nodes = [helper.make_node("ReduceMean", ["tokens"], ["pooled"], axes=[1], keepdims=1),
         helper.make_node("Squeeze", ["pooled"], ["sentence_emb"])]
g = helper.make_graph(nodes, "mean_pool", [helper.make_tensor_value_info("tokens", TensorProto.FLOAT, ["batch", "seq", 32])],
                      [helper.make_tensor_value_info("sentence_emb", TensorProto.FLOAT, ["batch", 32])])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model)
with tvm.transform.PassContext(opt_level=3):
    ex = tvm.compile(mod, target="llvm")
