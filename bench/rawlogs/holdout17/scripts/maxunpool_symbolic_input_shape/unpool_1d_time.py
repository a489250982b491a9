# cause: maxunpool_symbolic_input_shape
# expect: 'Var' object has no attribute 'value'
# capture: notebook
# post: crlf
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, "T"])
i = helper.make_tensor_value_info("i", TensorProto.INT64, [1, 3, "T"])
y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
n = helper.make_node("MaxUnpool", ["x", "i"], ["y"], kernel_shape=[2], strides=[2])
m = helper.make_model(helper.make_graph([n], "unpool1d", [x, i], [y]), opset_imports=[helper.make_opsetid("", 11)])
for inp in m.graph.input:
    print(inp.name, [d.dim_param or d.dim_value for d in inp.type.tensor_type.shape.dim])
mod = from_onnx(m)
