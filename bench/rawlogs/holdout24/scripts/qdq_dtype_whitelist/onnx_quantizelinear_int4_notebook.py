# cause: qdq_dtype_whitelist
# expect: Unsupported output datatype attribute for operation: 'int4
# capture: notebook
# %%
import numpy as np
from onnx import TensorProto, helper
import tvm
from tvm.relax.frontend.onnx import from_onnx

# %%
scale = helper.make_tensor("scale", TensorProto.FLOAT, [], [0.1])
zp = helper.make_tensor("zp", TensorProto.INT4, [], [0])
graph = helper.make_graph(
    [helper.make_node("QuantizeLinear", ["w", "scale", "zp"], ["wq"])],
    "w4_export",
    [helper.make_tensor_value_info("w", TensorProto.FLOAT, [16, 16])],
    [helper.make_tensor_value_info("wq", TensorProto.INT4, [16, 16])],
    initializer=[scale, zp],
)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21)])
print(model.graph.node)

# %%
mod = from_onnx(model)
mod.show()
