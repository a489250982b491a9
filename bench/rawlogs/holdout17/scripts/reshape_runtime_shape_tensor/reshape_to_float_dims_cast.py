# cause: reshape_runtime_shape_tensor
# expect: Reshape requires the input new shape to be Shape\. However, the given one is relax\.TensorType
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# target dims arrive as a float tensor (from a preprocessing graph) and are cast to int64
nodes = [helper.make_node("Cast", ["dims_f"], ["dims"], to=TensorProto.INT64),
         helper.make_node("Reshape", ["pixels", "dims"], ["image"])]
g = helper.make_graph(nodes, "unpack_image",
                      [helper.make_tensor_value_info("pixels", TensorProto.FLOAT, [48]),
                       helper.make_tensor_value_info("dims_f", TensorProto.FLOAT, [3])],
                      [helper.make_tensor_value_info("image", TensorProto.FLOAT, None)])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model)
ex = tvm.compile(mod, target="llvm")
