# cause: reshape_runtime_shape_tensor
# expect: Reshape requires the input new shape to be Shape\. However, the given one is relax\.TensorType
# capture: pytest
# post: truncate=0.6
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_reshape_concat_runtime_dims():
    nodes = [helper.make_node("Concat", ["rows", "cols"], ["dims"], axis=0),
             helper.make_node("Reshape", ["flat", "dims"], ["grid"])]
    g = helper.make_graph(nodes, "unflatten",
                          [helper.make_tensor_value_info("flat", TensorProto.FLOAT, [24]),
                           helper.make_tensor_value_info("rows", TensorProto.INT64, [1]),
                           helper.make_tensor_value_info("cols", TensorProto.INT64, [1])],
                          [helper.make_tensor_value_info("grid", TensorProto.FLOAT, None)])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    print(helper.printable_graph(model.graph))
    mod = from_onnx(model)
